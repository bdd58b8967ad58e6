/**
 * Vietnam's 34 provinces and centrally-run cities since 1 July 2025 (Resolution 202/2025/QH15): the
 * six cities first, then the provinces by name. Written as people say them, without "Tỉnh" /
 * "Thành phố", so that each is found inside an address's city however it was written ("TP. Hồ Chí
 * Minh", "Thành phố Hà Nội"): the events list's `city` matches words, without accents.
 */
export const VIETNAM_PROVINCES = [
  'Hà Nội',
  'Hồ Chí Minh',
  'Hải Phòng',
  'Đà Nẵng',
  'Cần Thơ',
  'Huế',
  'An Giang',
  'Bắc Ninh',
  'Cà Mau',
  'Cao Bằng',
  'Đắk Lắk',
  'Điện Biên',
  'Đồng Nai',
  'Đồng Tháp',
  'Gia Lai',
  'Hà Tĩnh',
  'Hưng Yên',
  'Khánh Hoà',
  'Lai Châu',
  'Lạng Sơn',
  'Lào Cai',
  'Lâm Đồng',
  'Nghệ An',
  'Ninh Bình',
  'Phú Thọ',
  'Quảng Ngãi',
  'Quảng Ninh',
  'Quảng Trị',
  'Sơn La',
  'Tây Ninh',
  'Thái Nguyên',
  'Thanh Hoá',
  'Tuyên Quang',
  'Vĩnh Long',
] as const;
