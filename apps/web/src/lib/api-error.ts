import { DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, errorMessage, type FieldError } from '@market/contract';

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

interface ApiErrorInit {
  status: number;
  code: string;
  message?: string | FieldError[] | undefined;
}

/** A field error's text: the server's own message, else the catalogue's, else a generic one. */
export function entryText(entry: Pick<FieldError, 'code' | 'message'>): string {
  const own = entry.message?.trim();
  if (own) return errorMessage(own) ?? own;
  return errorMessage(entry.code) ?? DEFAULT_ERROR_MESSAGE;
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && typeof (value as FieldError).code === 'string';
}

/** A failed call: the HTTP status, the catalogue code and the server's message(s). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The server's `message`: a Vietnamese text, or the list of field errors for INVALID_INPUT_PARAMS. */
  readonly messages: string | FieldError[] | undefined;
  /** Field name → Vietnamese text, from a list of field errors. */
  readonly fieldErrors: Record<string, string>;

  constructor({ status, code, message }: ApiErrorInit) {
    const text = Array.isArray(message) ? (message[0] ? entryText(message[0]) : errorMessage(code)) : message || errorMessage(code);
    super(text ?? DEFAULT_ERROR_MESSAGE);
    this.status = status;
    this.code = code;
    this.messages = message;
    this.fieldErrors = {};
    if (Array.isArray(message)) {
      for (const entry of message) {
        if (entry.field && !(entry.field in this.fieldErrors)) this.fieldErrors[entry.field] = entryText(entry);
      }
    }
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** Reads a `{ statusCode, code, message }` body; anything else becomes a generic error of that status. */
  static fromBody(status: number, body: unknown): ApiError {
    if (typeof body === 'object' && body !== null) {
      const { code, message } = body as { code?: unknown; message?: unknown };
      const parsed = Array.isArray(message) ? message.filter(isFieldError) : typeof message === 'string' ? message : undefined;
      const fallback = status >= 500 ? 'INTERNAL_SERVER_ERROR' : status === 401 ? 'UNAUTHORIZED' : 'INVALID_REQUEST';
      return new ApiError({ status, code: typeof code === 'string' ? code : fallback, message: parsed });
    }
    return new ApiError({ status, code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : `HTTP_${status}` });
  }

  static network(): ApiError {
    return new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: NETWORK_ERROR_MESSAGE });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
