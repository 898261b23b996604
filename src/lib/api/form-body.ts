/** A value a form-encoded body can carry; `undefined` and `null` fields are left out. */
type FormValue = string | number | boolean | null | undefined;

/**
 * A form-encoded body (`application/x-www-form-urlencoded`) from a flat object. Fields that are
 * `undefined` or `null` are left out, as a form leaves out a field it does not have: writing
 * them would send the text `undefined`, which the server reads as a value. A list is sent as the
 * same name once per entry.
 */
export function formBody(
  fields: Record<string, FormValue | readonly FormValue[]>,
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    const values: readonly FormValue[] = Array.isArray(value) ? value : [value];
    for (const entry of values) {
      if (entry !== undefined && entry !== null) body.append(name, String(entry));
    }
  }
  return body;
}

/**
 * A multipart body (`multipart/form-data`) from a flat object: files as they are, every other
 * value as plain text (ts-rest's own encoding would send text in JSON quotes, `"2026-11-20"`).
 * Fields that are `undefined` or `null` are left out, as for {@link formBody}. A list of files
 * is sent as the same name once per file.
 */
export function multipartBody(
  fields: Record<string, FormValue | Blob | readonly Blob[]>,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (isFileList(value)) for (const file of value) body.append(name, file);
    else if (value instanceof Blob) body.append(name, value);
    else if (value !== undefined && value !== null) body.append(name, String(value));
  }
  return body;
}

function isFileList(value: FormValue | Blob | readonly Blob[]): value is readonly Blob[] {
  return Array.isArray(value);
}
