/**
 * Several certificate numbers or serial numbers typed in one field, separated by commas: the
 * entries trimmed, empty ones dropped, joined with plain commas as the server expects.
 */
export function normalizeLookupList(value: string): string {
  return value
    .split(/[,，、]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
}
