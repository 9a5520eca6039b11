// Refusals: JSON `{ message }` with a status, or (the dealer's reset 429) a plain-text body.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly plainText = false,
  ) {
    super(message);
  }
}

export const bad = (message: string) => new HttpError(400, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const refused = (message: string) => new HttpError(422, message);
