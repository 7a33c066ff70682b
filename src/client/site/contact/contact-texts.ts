/** The contact submit notice's texts and how long it stays. */
export const CONTACT_NOTICE_MS = 5000;
export const CONTACT_SENT_TEXT = 'Message sent successfully!';
export const CONTACT_FAILED_TEXT = 'Something went wrong, please try again later!';
