import { type ApiErrorBody, isApiErrorBody } from '../api/api-error';

/** A failed API call: its status and, when the server sent one, its error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(
    status: number,
    body: ApiErrorBody | null,
    fallbackMessage = `Request failed with status ${status}`,
  ) {
    super(body?.error.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.error.code;
  }

  get fields(): Record<string, string> | undefined {
    return this.body?.error.fields;
  }

  /**
   * Whether a caught error is an ApiError. Use this rather than `instanceof`: a remote may hold its
   * own copy of this class when the shell does not share it.
   */
  static is(error: unknown): error is ApiError {
    return (
      error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number'
    );
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return new ApiError(response.status, isApiErrorBody(body) ? body : null);
  }
}
