import { type ChangeEvent, useState } from 'react';
import { dateTextOf, DATE_TEXT_FORMAT, parseDateText } from '../lib/date-text';
import { TextInput, type TextInputProps } from './text-input';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** yyyy-mm-dd, or '' for none (a form's value for the field). */
  value: string;
  /**
   * Called with yyyy-mm-dd once the text is a real date, '' when emptied,
   * and the text as typed otherwise (which the form's date rule refuses).
   */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The value the form gets for a text: the API's yyyy-mm-dd when there is one. */
function formValueOf(text: string): string {
  const parsed = parseDateText(text);
  if (parsed.kind === 'date') return parsed.iso;
  return parsed.kind === 'empty' ? '' : text;
}

/**
 * A date typed as dd.mm.yyyy, the way every admin table shows dates, in
 * place of the browser's date input, which shows the browser's own locale
 * format. The form holds and sends yyyy-mm-dd; a pasted yyyy-mm-dd or eight
 * digits from a phone's number pad are taken and shown as dd.mm.yyyy once
 * the field is left. Once the form shows an error here, a text that is no
 * date says why in words (31.02.2024: February 2024 has 29 days) instead of
 * the form's generic 'Invalid Date'.
 */
export function DateField({ value, onChange, onBlur, error, hint, ...props }: DateFieldProps) {
  const [text, setText] = useState(() => dateTextOf(value));
  // The form may change the value itself (reset, an item loaded to edit):
  // then the text follows, unless it already stands for that value.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (formValueOf(text) !== value) setText(dateTextOf(value));
  }

  const parsed = parseDateText(text);
  const ownError =
    parsed.kind === 'impossible' || parsed.kind === 'unreadable' ? parsed.message : undefined;

  return (
    <TextInput
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_TEXT_FORMAT}
      hint={hint}
      value={text}
      error={error ? (ownError ?? error) : undefined}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const next = formValueOf(typed);
        setShownValue(next);
        // The form's binding reads only target.value: it gets the API's form.
        onChange({
          ...event,
          target: { ...event.target, value: next },
        } as ChangeEvent<HTMLInputElement>);
      }}
      onBlur={(event) => {
        if (parsed.kind === 'date') setText(dateTextOf(parsed.iso));
        onBlur?.(event);
      }}
    />
  );
}
