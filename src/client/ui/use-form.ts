import { type ChangeEvent, type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldName<TValues> = Extract<keyof TValues, string>;
export type FieldErrors<TValues> = Partial<Record<FieldName<TValues>, string>>;
/** Every field's current problem, or none; the form decides which ones to show. */
export type FormValidator<TValues> = (values: TValues) => FieldErrors<TValues>;

/** The fields a text input or select can bind to directly. */
export type StringFieldName<TValues> = {
  [K in FieldName<TValues>]: TValues[K] extends string ? K : never;
}[FieldName<TValues>];

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: () => void;
}

export interface UseFormOptions<TValues> {
  initialValues: TValues;
  validate?: FormValidator<TValues>;
}

export interface FormApi<TValues> {
  values: TValues;
  /** The errors on show: a field's error appears once it was edited, left or submitted. */
  errors: FieldErrors<TValues>;
  isSubmitting: boolean;
  /** The values the form opened with (or was last reset to); `isFormDirty` compares against them. */
  initialValues: TValues;
  setValue<K extends FieldName<TValues>>(name: K, value: TValues[K]): void;
  /** Checks one field now and shows the result; true when it passes. */
  validateField(name: FieldName<TValues>): boolean;
  /** Shows errors decided elsewhere, e.g. the server's field errors. */
  setErrors(errors: FieldErrors<TValues>): void;
  /** Back to the initial values (or new ones) with no errors shown. */
  reset(values?: TValues): void;
  /** Value, error and handlers for a text input or select. */
  field(name: StringFieldName<TValues>): FieldBinding;
  /**
   * The form's onSubmit: prevents the browser's submit, checks every field and
   * calls `onValid` only when none rejects; otherwise focuses the first bad field.
   */
  handleSubmit(
    onValid: (values: TValues) => unknown,
  ): (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's onReset. */
  handleReset(event?: FormEvent<HTMLFormElement>): void;
}

function hasErrors<TValues>(errors: FieldErrors<TValues>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The shared form behaviour, small enough to own: fields are checked on input,
 * on blur and on submit; submit is prevented and the handler runs only for
 * valid values; reset clears values and validity.
 */
export function useForm<TValues extends object>({
  initialValues,
  validate,
}: UseFormOptions<TValues>): FormApi<TValues> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrorState] = useState<FieldErrors<TValues>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // Handlers read the latest values without re-creating on every keystroke.
  const valuesRef = useRef(values);
  const initialRef = useRef(initialValues);
  const validateRef = useRef(validate);
  validateRef.current = validate;
  // A ref as well as state: a double click must not submit twice before React re-renders.
  const isSubmittingRef = useRef(false);

  const showFieldError = useCallback((name: FieldName<TValues>, current: TValues) => {
    const message = validateRef.current?.(current)[name];
    setErrorState((shown) => {
      if (shown[name] === message) return shown;
      const next = { ...shown };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
    return !message;
  }, []);

  const setValue = useCallback(
    <K extends FieldName<TValues>>(name: K, value: TValues[K]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      showFieldError(name, next);
    },
    [showFieldError],
  );

  const validateField = useCallback(
    (name: FieldName<TValues>) => showFieldError(name, valuesRef.current),
    [showFieldError],
  );

  const setErrors = useCallback((next: FieldErrors<TValues>) => {
    setErrorState((shown) => ({ ...shown, ...next }));
  }, []);

  const reset = useCallback((next?: TValues) => {
    if (next) initialRef.current = next;
    valuesRef.current = initialRef.current;
    setValues(initialRef.current);
    setErrorState({});
  }, []);

  const openedWith = initialRef.current;

  const field = useCallback(
    (name: StringFieldName<TValues>): FieldBinding => ({
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value as TValues[typeof name]),
      onBlur: () => {
        validateField(name);
      },
    }),
    [values, errors, setValue, validateField],
  );

  const handleSubmit = useCallback(
    (onValid: (values: TValues) => unknown) => async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (isSubmittingRef.current) return;
      const current = valuesRef.current;
      const found: FieldErrors<TValues> = validateRef.current?.(current) ?? {};
      setErrorState(found);
      if (hasErrors(found)) {
        const firstBad = Object.keys(found).find((name) => found[name as FieldName<TValues>]);
        const control = firstBad
          ? event?.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(firstBad)}"]`)
          : null;
        control?.focus();
        return;
      }
      isSubmittingRef.current = true;
      setSubmitting(true);
      try {
        await onValid(current);
      } finally {
        isSubmittingRef.current = false;
        setSubmitting(false);
      }
    },
    [],
  );
  const handleReset = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      reset();
    },
    [reset],
  );

  return useMemo(
    () => ({
      values,
      errors,
      isSubmitting,
      initialValues: openedWith,
      setValue,
      validateField,
      setErrors,
      reset,
      field,
      handleSubmit,
      handleReset,
    }),
    [
      values,
      errors,
      isSubmitting,
      openedWith,
      setValue,
      validateField,
      setErrors,
      reset,
      field,
      handleSubmit,
      handleReset,
    ],
  );
}

/**
 * A validator from a zod schema: each field gets the first message among the
 * issues under its name. The same shared schema the server enforces, so the
 * form and the API cannot disagree.
 */
export function zodValidator<TValues>(schema: z.ZodType): FormValidator<TValues> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if (name === undefined) continue;
      const key = String(name);
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors as FieldErrors<TValues>;
  };
}
