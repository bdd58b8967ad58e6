/** Vietnamese names of request fields, for validation messages the server and the web show. */
const FIELD_LABELS: Record<string, string> = {
  email: 'email',
  phone: 'số điện thoại',
  password: 'mật khẩu',
  confirmPassword: 'mật khẩu nhập lại',
  oldPassword: 'mật khẩu hiện tại',
  newPassword: 'mật khẩu mới',
  fullName: 'họ và tên',
  code: 'mã xác thực',
  contactType: 'hình thức liên hệ',
  purpose: 'mục đích',
  refreshToken: 'refresh token',
  token: 'mã thiết bị',
  platform: 'nền tảng',
  title: 'tiêu đề',
  body: 'nội dung',
  link: 'đường dẫn',
  userIds: 'danh sách người nhận',
  fileName: 'tên tệp',
  contentType: 'loại tệp',
  size: 'dung lượng',
  folder: 'thư mục',
  page: 'trang',
  limit: 'số dòng mỗi trang',
  sort: 'thứ tự sắp xếp',
  id: 'mã',
  interests: 'sở thích',
  address: 'địa chỉ',
  city: 'thành phố',
  gender: 'giới tính',
  dateOfBirth: 'ngày sinh',
  bio: 'giới thiệu',
  avatar: 'ảnh đại diện',
  provider: 'nhà cung cấp đăng nhập',
  accessToken: 'mã đăng nhập',
};

export function fieldLabel(field: string): string {
  const last = field.split('.').filter((part) => !/^\d+$/.test(part)).at(-1) ?? field;
  return FIELD_LABELS[last] ?? last;
}
