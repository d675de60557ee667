/** The REST API's success envelope: clients read the payload from `data` (the spec's `data.data`). */
export function envelope<T>(data: T, message?: string): { data: T; message?: string } {
  return message === undefined ? { data } : { data, message };
}
