/**
 * Errors as JSON `{ error: { code, message, field? } }` with a pt-BR message fit to show the learner; `field`
 * names the request's field the message is about, so a form can show it under that field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, field?: string) => ({
  error: field === undefined ? { code, message } : { code, message, field },
});
