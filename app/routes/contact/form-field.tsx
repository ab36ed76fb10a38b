import type { InputHTMLAttributes } from "react";

type FormFieldProps = {
  id: string;
  name: string;
  label: string;
  /** Shown under the field and tied to it, so a screen reader reads it with the field. */
  error?: string;
  defaultValue: string;
  /** Renders a textarea of this many rows instead of a one-line input. */
  rows?: number;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "autoComplete" | "autoFocus"
>;

/** A labelled, required field with its error message, if any. */
export function FormField({
  id,
  label,
  error,
  rows,
  type = "text",
  autoComplete,
  ...props
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...shared} {...props} rows={rows} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} {...props} />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
