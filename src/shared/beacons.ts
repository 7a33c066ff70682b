/**
 * Where the contact form reports a message it dropped because the robot box
 * was ticked (decision 0066). The report carries nothing but the fact: no
 * field of the message leaves the browser.
 */
export const MESSAGE_DROPPED_BEACON_PATH = '/beacon/message-dropped';
