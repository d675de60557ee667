/** Which page of a listing is asked for: page from 1, its size, and the rows before it. */
export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}
