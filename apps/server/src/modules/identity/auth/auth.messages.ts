import type { OtpPurpose } from '@market/contract';

const what: Record<OtpPurpose, string> = {
  VERIFY_EMAIL: 'xác thực email',
  VERIFY_PHONE: 'xác thực số điện thoại',
  FORGOT_PASSWORD: 'đặt lại mật khẩu',
  TERMINATE_ACCOUNT: 'xoá tài khoản',
  CHANGE_PASSWORD: 'đổi mật khẩu',
};

// SMS without diacritics: one GSM segment holds 160 characters instead of 70.
const smsWhat: Record<OtpPurpose, string> = {
  VERIFY_EMAIL: 'xac thuc email',
  VERIFY_PHONE: 'xac thuc so dien thoai',
  FORGOT_PASSWORD: 'dat lai mat khau',
  TERMINATE_ACCOUNT: 'xoa tai khoan',
  CHANGE_PASSWORD: 'doi mat khau',
};

/** The words of a one-time code, by e-mail and by SMS. */
export function otpMessage(purpose: OtpPurpose, code: string, minutes: number) {
  const action = what[purpose];
  return {
    subject: `Mã ${action} của bạn: ${code}`,
    body: [
      'Xin chào,',
      '',
      `Mã ${action} của bạn là: ${code}`,
      `Mã có hiệu lực trong ${minutes} phút. Vui lòng không chia sẻ mã này với bất kỳ ai.`,
      '',
      'Nếu bạn không yêu cầu mã này, hãy bỏ qua email này.',
      '',
      'Trân trọng,',
      'Đội ngũ Học & Sự kiện',
    ].join('\n'),
    sms: `Ma ${code} de ${smsWhat[purpose]} tai Hoc & Su kien, hieu luc ${minutes} phut. Khong chia se ma nay.`,
  };
}
