/**
 * Zalo ZNS's answers (providers.md 6.1), without HTTP: what an `error` code means, said in the
 * outbox. Codes −100…−112 are Zalo's published table; −118 (no Zalo account) and −124 (token) are the
 * ones the research names. Whatever the code, a one-time code then goes by SMS (otp.service.ts).
 */
const MEANINGS: Record<number, string> = {
  [-100]: 'lỗi không xác định (thử lại sau)',
  [-101]: 'ứng dụng không hợp lệ',
  [-102]: 'ứng dụng không tồn tại',
  [-103]: 'ứng dụng chưa được kích hoạt',
  [-104]: 'app secret key không hợp lệ',
  [-105]: 'ứng dụng chưa liên kết với OA',
  [-106]: 'phương thức không được hỗ trợ',
  [-107]: 'message id không hợp lệ',
  [-108]: 'số điện thoại không hợp lệ',
  [-109]: 'template id không hợp lệ',
  [-110]: 'phiên bản Zalo của người nhận không hỗ trợ ZNS',
  [-111]: 'dữ liệu template trống',
  [-112]: 'dữ liệu template không hợp lệ',
  [-118]: 'số điện thoại chưa có tài khoản Zalo',
  [-124]: 'access token không hợp lệ',
};

export interface ZnsResult {
  error?: number;
  message?: string;
  data?: { msg_id?: string };
}

/** A refusal from Zalo, with its code. */
export class ZnsError extends Error {
  constructor(
    readonly code: number,
    providerMessage: string,
  ) {
    super(`ZNS ${code}: ${MEANINGS[code] ?? providerMessage ?? 'lỗi không xác định'}`);
    this.name = 'ZnsError';
  }
}

/** Zalo takes a phone as 84xxxxxxxxx (providers.md 6.1); ours are stored as 0xxxxxxxxx. */
export const znsPhone = (phone: string) => phone.replace(/^0/, '84');

/** The message id of an accepted send; throws ZnsError for any refusal. */
export function znsOutcome(result: ZnsResult, httpStatus: number): { msgId?: string } {
  if (result.error === 0) return { msgId: result.data?.msg_id };
  throw new ZnsError(result.error ?? httpStatus, result.message ?? '');
}
