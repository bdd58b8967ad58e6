/**
 * The error catalogue (spec section 8): every code a client may receive, with its HTTP status and the
 * Vietnamese message shown to people. Server and web both read this one table.
 */
export const DEFAULT_ERROR_MESSAGE = 'Đã có sự cố xảy ra, vui lòng thử lại sau.';
export const NETWORK_ERROR_MESSAGE = 'Không có kết nối mạng, vui lòng thử lại';

const catalogue = {
  // General
  INTERNAL_SERVER_ERROR: [500, DEFAULT_ERROR_MESSAGE],
  INVALID_REQUEST: [400, 'Yêu cầu không hợp lệ.'],
  DUPLICATE_RECORD: [409, 'Dữ liệu này đã tồn tại.'],
  INVALID_INPUT_PARAMS: [400, 'Dữ liệu nhập vào không hợp lệ.'],
  ROUTE_NOT_FOUND: [404, 'Không tìm thấy đường dẫn yêu cầu.'],
  UNAUTHORIZED: [401, 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.'],
  INSUFFICIENT_PRIVILEGES: [403, 'Bạn không có quyền thực hiện thao tác này.'],
  TOO_MANY_REQUESTS: [429, 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.'],
  PAYLOAD_TOO_LARGE: [413, 'Dữ liệu gửi lên quá lớn.'],
  SERVICE_UNAVAILABLE: [503, 'Hệ thống đang bận, vui lòng thử lại sau.'],
  INVALID_ENCRYPTED_BODY: [400, 'Không giải mã được dữ liệu gửi lên.'],
  ILLEGAL_STATUS_TRANSITION: [409, 'Không thể chuyển sang trạng thái này.'],

  // Accounts
  INVALID_CREDENTIALS: [401, 'Sai tài khoản hoặc mật khẩu.'],
  EMAIL_ALREADY_IN_USE: [409, 'Email này đã được sử dụng.'],
  ACCOUNT_NOT_VERIFIED: [403, 'Tài khoản chưa được xác thực, vui lòng kiểm tra email.'],
  ACCOUNT_NOT_FOUND: [404, 'Không tìm thấy tài khoản.'],
  ACCOUNT_LOCKED: [403, 'Tài khoản đã bị khoá.'],
  ACCOUNT_VERIFIED: [409, 'Tài khoản đã được xác thực.'],
  ACCOUNT_VERIFICATION_FAILED: [400, 'Xác thực tài khoản thất bại.'],
  INVALID_LOGIN_METHOD: [400, 'Phương thức đăng nhập không hợp lệ.'],
  EMAIL_IN_USE_DIFFERENT_METHOD: [409, 'Email này đã được đăng ký bằng phương thức đăng nhập khác.'],
  OLD_PASSWORD_DIFF_NEW_PASSWORD: [400, 'Mật khẩu mới phải khác mật khẩu cũ.'],
  NEW_PASSWORD_SAME_AS_OLD_PASSWORD: [400, 'Mật khẩu mới phải khác mật khẩu cũ.'],
  OLD_PASSWORD_INCORRECT: [400, 'Mật khẩu cũ không đúng.'],
  PHONE_NUMBER_NOT_UPDATED: [400, 'Bạn chưa cập nhật số điện thoại trong hồ sơ.'],

  // OTP
  INVALID: [400, 'Mã OTP không đúng.'],
  EXPIRED: [400, 'Mã OTP đã hết hạn, vui lòng yêu cầu mã mới.'],
  NOT_FOUND: [404, 'Không tìm thấy mã OTP, vui lòng yêu cầu mã mới.'],
  MAX_RETRIES: [429, 'Bạn đã nhập sai quá số lần cho phép, vui lòng yêu cầu mã mới.'],

  // Users
  USER_NOT_FOUND: [404, 'Không tìm thấy người dùng.'],
  USER_LOCKED: [403, 'Tài khoản đã bị khoá.'],
  USER_INACTIVATED: [403, 'Tài khoản đã bị vô hiệu hoá.'],
  USER_ALREADY_EXISTS: [409, 'Người dùng đã tồn tại.'],
  INVALID_USER: [400, 'Người dùng không hợp lệ.'],
  ACCOUNT_ALREADY_USER: [409, 'Tài khoản đã là người dùng.'],
  ACCOUNT_ALREADY_HOST: [409, 'Tài khoản đã là nhà tổ chức.'],

  // Input format
  INVALID_PASSWORD: [400, 'Mật khẩu không hợp lệ.'],
  INVALID_PASSWORDS_MATCH: [400, 'Mật khẩu nhập lại không khớp.'],
  INVALID_CONFIRM_PASSWORDS: [400, 'Mật khẩu nhập lại không khớp.'],
  INVALID_PASSWORD_FORMAT: [400, 'Mật khẩu cần ít nhất 8 ký tự, gồm chữ hoa, chữ thường và chữ số.'],
  INVALID_REFRESH_TOKEN: [401, 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại.'],
  INVALID_EMAIL: [400, 'Email không hợp lệ.'],
  INVALID_PHONE: [400, 'Số điện thoại không hợp lệ.'],
  INVALID_NAME: [400, 'Họ tên không hợp lệ.'],
  INVALID_ADDRESS: [400, 'Địa chỉ không hợp lệ.'],
  INVALID_CITY: [400, 'Tỉnh/thành phố không hợp lệ.'],
  CONFIRM_PASSWORD_DIFF: [400, 'Mật khẩu nhập lại không khớp.'],

  // Phone and password
  PHONE_NUMBER_ALREADY_IN_USE: [409, 'Số điện thoại này đã được sử dụng.'],
  PASSWORD_ALREADY_CONFIGURED: [409, 'Tài khoản đã có mật khẩu.'],

  // Purchase
  NO_ITEM_PURCHASED: [400, 'Bạn chưa chọn sản phẩm nào.'],
  INVALID_ITEM_PURCHASED: [400, 'Sản phẩm đã chọn không hợp lệ.'],
  CART_ITEM_NOT_FOUND: [404, 'Sản phẩm không có trong giỏ hàng của bạn.'],
  ORDER_NOT_FOUND: [404, 'Không tìm thấy đơn hàng.'],
  ORDER_ITEM_NOT_FOUND: [404, 'Không tìm thấy sản phẩm trong đơn hàng.'],
  ORDER_NOT_PAYABLE: [409, 'Đơn hàng không còn chờ thanh toán (đã thanh toán, đã huỷ hoặc hết thời gian giữ chỗ).'],
  PAYMENT_NOT_FOUND: [404, 'Không tìm thấy giao dịch thanh toán.'],
  INVALID_PAYMENT_SIGNATURE: [400, 'Chữ ký của thông báo thanh toán không hợp lệ.'],
  /** Beyond the spec (issue 39): a scheduler or Amazon SNS webhook without a valid, fresh signature. */
  INVALID_WEBHOOK_SIGNATURE: [401, 'Chữ ký của webhook không hợp lệ hoặc đã hết hạn.'],
  PAYMENT_REFERENCE_NOT_FOUND: [400, 'Thông báo thanh toán không khớp với giao dịch nào.'],
  PAYMENT_AMOUNT_MISMATCH: [400, 'Số tiền trong thông báo thanh toán không khớp với giao dịch.'],
  PAYMENT_PROVIDER_ERROR: [502, 'Cổng thanh toán đang gặp sự cố, vui lòng thử lại sau hoặc chọn phương thức khác.'],
  INVALID_PRODUCT_ITEM: [400, 'Sản phẩm không hợp lệ.'],
  PRODUCT_ALREADY_OWNED: [409, 'Bạn đã sở hữu sản phẩm này nên không cần mua lại.'],

  // Tickets
  TICKET_SOLDE_OUT: [409, 'Vé đã bán hết.'],
  TICKET_NOT_FOUND: [404, 'Không tìm thấy vé.'],
  TICKET_INIT_POOL_FAILED: [500, 'Không thể khởi tạo kho vé, vui lòng thử lại sau.'],
  TICKET_ALREADY_HOLD: [409, 'Vé đang được giữ chỗ.'],
  // Check-in and bookings
  TICKET_INVALID: [400, 'Mã QR không hợp lệ: đây không phải vé do hệ thống phát hành.'],
  TICKET_WRONG_EVENT: [409, 'Vé này thuộc một sự kiện khác.'],
  TICKET_REFUNDED: [409, 'Vé đã bị huỷ hoặc đã hoàn tiền, không thể check-in.'],
  TICKET_ALREADY_CHECKED_IN: [409, 'Vé này đã được check-in trước đó.'],
  BOOKING_NOT_FOUND: [404, 'Không tìm thấy lịch hẹn đã đặt.'],
  BOOKING_ALREADY_STARTED: [409, 'Lịch hẹn đã bắt đầu hoặc đã kết thúc, không thể huỷ nữa.'],

  // Vouchers and discounts
  INVALID_VOUCHER: [400, 'Mã giảm giá không hợp lệ.'],
  VOUCHER_NOT_FOUND: [404, 'Không tìm thấy mã giảm giá.'],
  VOUCHER_CODE_EXISTS: [409, 'Mã giảm giá đã tồn tại.'],
  VOUCHER_NOT_APPLICABLE: [400, 'Mã giảm giá không áp dụng cho sản phẩm này.'],
  VOUCHER_INACTIVE: [400, 'Mã giảm giá đã ngừng hoạt động.'],
  VOUCHER_NOT_STARTED: [400, 'Mã giảm giá chưa đến thời gian sử dụng.'],
  VOUCHER_EXPIRED: [400, 'Mã giảm giá đã hết hạn.'],
  VOUCHER_USAGE_LIMIT_REACHED: [409, 'Mã giảm giá đã hết lượt sử dụng.'],
  BUYER_DISCOUNT_UNAVAILABLE: [409, 'Ưu đãi dành riêng cho bạn đã được dùng cho một đơn hàng khác. Vui lòng xem lại giá và đặt lại.'],
  VOUCHER_PRODUCT_DUPLICATED: [409, 'Sản phẩm đã có mã giảm giá trùng mã này.'],
  VOUCHER_PRODUCT_RESTRICTION: [400, 'Mã giảm giá chỉ áp dụng cho một số sản phẩm nhất định.'],
  DISCOUNT_NOT_FOUND: [404, 'Không tìm thấy chương trình giảm giá.'],
  DISCOUNT_PRODUCT_DUPLICATED: [409, 'Sản phẩm đã thuộc một chương trình giảm giá khác.'],
  INVALID_VOUCHER_CODE: [400, 'Mã giảm giá cần 3–40 ký tự, chỉ gồm chữ cái không dấu, chữ số, dấu gạch dưới hoặc gạch ngang.'],
  INVALID_DISCOUNT_VALUE: [400, 'Mức giảm không hợp lệ: theo phần trăm từ 1 đến 100, theo số tiền phải lớn hơn 0 ₫.'],
  INVALID_AMOUNT: [400, 'Số tiền phải là số nguyên VND, không âm.'],
  INVALID_USAGE_LIMIT: [400, 'Giới hạn lượt dùng phải là số nguyên dương và không nhỏ hơn số lượt đã dùng.'],
  VOUCHER_IN_USE: [409, 'Mã giảm giá đã được dùng cho đơn hàng, không thể xoá. Bạn có thể tắt mã để ngừng áp dụng.'],

  // Events
  EVENT_NOT_FOUND: [404, 'Không tìm thấy sự kiện.'],
  EVENT_SESSION_NOT_FOUND: [404, 'Không tìm thấy phiên của sự kiện.'],
  EVENT_CREATE_FAILED: [400, 'Tạo sự kiện thất bại.'],
  EVENT_DRAFT_FAILED: [400, 'Lưu nháp sự kiện thất bại.'],
  EVENT_UPDATE_FAILED: [400, 'Cập nhật sự kiện thất bại.'],
  INVALID_EVENT_TITLE: [400, 'Tên sự kiện cần từ 3 đến 200 ký tự.'],
  INVALID_DATE: [400, 'Thời gian không hợp lệ.'],
  INVALID_PRICE: [400, 'Giá phải là số tiền VND nguyên, không âm.'],
  EVENT_INCOMPLETE: [400, 'Sự kiện cần có ít nhất một phiên và một hạng vé trước khi gửi duyệt.'],
  EVENT_LOCATION_REQUIRED: [400, 'Sự kiện trực tuyến cần công cụ họp; sự kiện trực tiếp cần địa chỉ.'],
  EVENT_SESSION_COUNT_INVALID: [400, 'Sự kiện một phiên chỉ có đúng một phiên.'],
  EVENT_HAS_SALES: [409, 'Sự kiện đã có người mua vé, không thể xoá.'],
  TICKET_TIER_HAS_SALES: [409, 'Hạng vé đã có người mua, không thể xoá hoặc giảm số lượng dưới số đã bán.'],
  EVENT_NOT_EDITABLE: [409, 'Sự kiện ở trạng thái này không thể chỉnh sửa.'],
  EVENT_CATEGORY_NOT_FOUND: [404, 'Không tìm thấy loại sự kiện.'],
  EVENT_CATEGORY_IN_USE: [409, 'Loại sự kiện đang được dùng, không thể xoá.'],
  CALENDAR_NOT_FOUND: [404, 'Không tìm thấy lịch hẹn.'],
  REMINDER_NOT_FOUND: [404, 'Không tìm thấy lời nhắc.'],
  REMINDER_DUPLICATE: [409, 'Đã có một lời nhắc vào đúng thời điểm này.'],
  CALENDAR_FRAME_NOT_FOUND: [404, 'Không tìm thấy khung giờ.'],
  CALENDAR_FRAME_OVERLAP: [409, 'Khung giờ bị trùng với một khung giờ khác của bạn.'],
  CALENDAR_FRAME_BOOKED: [409, 'Khung giờ đã có người đặt, không thể xoá.'],
  CALENDAR_FRAME_IN_PAST: [400, 'Không thể thêm khung giờ trong quá khứ.'],
  // Online courses
  COURSE_NOT_FOUND: [404, 'Không tìm thấy khoá học.'],
  SECTION_NOT_FOUND: [404, 'Không tìm thấy chương của khoá học.'],
  LESSON_NOT_FOUND: [404, 'Không tìm thấy bài học.'],
  COURSE_INVALID_STATUS: [409, 'Khoá học ở trạng thái này không thể thực hiện thao tác này.'],
  COURSE_INCOMPLETE: [400, 'Khoá học cần có giá, ít nhất một chương và một bài học trước khi gửi duyệt.'],
  COURSE_HAS_LEARNERS: [409, 'Khoá học đã có học viên, không thể xoá. Bạn có thể ẩn hoặc ngừng công khai khoá học.'],
  INVALID_COURSE_TITLE: [400, 'Tên khoá học cần từ 3 đến 200 ký tự.'],
  INVALID_LESSON_MEDIA: [400, 'Bài học video hoặc PDF cần một tệp riêng tư đã tải lên của bạn (thư mục lessons).'],
  LESSON_MEDIA_TYPE_MISMATCH: [400, 'Tệp không khớp loại bài học: bài học video cần một tệp video, bài học PDF cần một tệp PDF.'],
  LESSON_ACCESS_DENIED: [403, 'Bạn cần mua hoặc đăng ký khoá học để xem bài học này.'],
  LESSON_LOCKED: [403, 'Bài học này chưa mở, vui lòng quay lại sau.'],
  CERTIFICATE_NOT_FOUND: [404, 'Không tìm thấy chứng chỉ.'],
  INVALID_QUIZ: [
    400,
    'Bài kiểm tra cần từ 1 đến 50 câu hỏi, mỗi câu 2 đến 10 lựa chọn; câu một đáp án có đúng một lựa chọn đúng, câu nhiều đáp án có ít nhất một.',
  ],
  INVALID_COURSE_LINES: [400, 'Mỗi danh sách có tối đa 20 dòng, mỗi dòng từ 1 đến 200 ký tự.'],
  NOT_A_QUIZ: [400, 'Bài học này không phải bài kiểm tra.'],
  QUIZ_ATTEMPTS_EXHAUSTED: [409, 'Bạn đã dùng hết số lần làm bài kiểm tra này.'],
  QUIZ_ALREADY_PASSED: [409, 'Bạn đã đạt bài kiểm tra này.'],
  MODERATION_TYPE_NOT_SUPPORTED: [400, 'Loại nội dung này chưa hỗ trợ kiểm duyệt.'],
  KEYWORD_NOT_FOUND: [404, 'Không tìm thấy từ khoá.'],
  KEYWORD_ALREADY_EXISTS: [409, 'Từ khoá này đã có trong danh sách (không phân biệt hoa thường và dấu).'],
  INVALID_KEYWORD: [400, 'Từ khoá cần từ 1 đến 100 ký tự và có ít nhất một chữ cái hoặc chữ số.'],
  KEYWORD_LIST_TOO_LONG: [400, 'Tệp có quá nhiều dòng: mỗi lần tải lên tối đa 5.000 từ khoá.'],
  INVALID_FRAME_RANGE: [400, 'Khoảng thời gian tra cứu không hợp lệ (tối đa 62 ngày).'],

  // Catalogue
  PRODUCT_NOT_FOUND: [404, 'Không tìm thấy sản phẩm.'],
  PRODUCT_IDS_REQUIRED: [400, 'Vui lòng chọn ít nhất một sản phẩm.'],
  HOST_PROFILE_NOT_FOUND: [404, 'Không tìm thấy hồ sơ nhà tổ chức.'],

  // Memberships
  MEMBERSHIP_NOT_FOUND: [404, 'Không tìm thấy gói hội viên.'],
  MEMBERSHIP_PRICE_NOT_FOUND: [404, 'Không tìm thấy mức giá của gói hội viên.'],
  MEMBERSHIP_NO_PRODUCTS: [400, 'Gói hội viên chưa có sản phẩm nào.'],
  MEMBERSHIP_DEFAULT_CANNOT_INACTIVE: [409, 'Không thể tắt gói hội viên mặc định.'],
  MEMBERSHIP_CANNOT_DELETE: [409, 'Không thể xoá gói hội viên này.'],
  MEMBERSHIP_PART_NOT_FOUND: [404, 'Không tìm thấy phần nội dung của gói hội viên.'],
  MEMBERSHIP_PRICE_HAS_PAID_CANNOT_DELETE: [409, 'Không thể xoá gói vì đã có người đăng ký.'],
  /** Beyond the spec (issue 38): a member-only ticket tier asked for by someone whose subscription does not include it. */
  MEMBERSHIP_REQUIRED: [403, 'Hạng vé này chỉ dành cho hội viên. Hãy đăng ký gói hội viên có hạng vé này để mua.'],

  // Subscriptions
  SUBSCRIPTION_NOT_FOUND: [404, 'Không tìm thấy gói đăng ký.'],
  SUBSCRIPTION_HAS_PENDING_PAYMENTS: [409, 'Gói đăng ký đang có thanh toán chờ xử lý.'],
  SUBSCRIPTION_EXPIRED: [409, 'Gói đăng ký đã hết hạn.'],
  SUBSCRIPTION_PERIOD_NOT_FOUND: [404, 'Không tìm thấy chu kỳ của gói đăng ký.'],
  RECURRING_PAYMENT_FAILED: [402, 'Gia hạn tự động thất bại.'],
  NO_VALID_PERIOD: [400, 'Không có chu kỳ hợp lệ.'],
  SUBSCRIPTION_ALREADY_ACTIVE: [409, 'Bạn đã đăng ký gói này rồi.'],
  SUBSCRIPTION_CARD_TOKEN_NOT_FOUND: [400, 'Thẻ thanh toán không hợp lệ.'],
  SUBSCRIPTION_ALREADY_LIFETIME: [409, 'Bạn đang sử dụng gói trọn đời.'],

  // Reskills
  RESKILL_NOT_FOUND: [404, 'Không tìm thấy chương trình reskill.'],
  RESKILL_HAS_PRODUCTS: [409, 'Chương trình đã có sản phẩm, không thể thay đổi.'],
  RESKILL_HAS_BEEN_PAID: [409, 'Chương trình đã có người thanh toán, không thể thay đổi.'],
  RESKILL_PRICE_NOT_FOUND: [404, 'Không tìm thấy mức giá của chương trình.'],
  RESKILL_PRODUCTS_INVALID: [400, 'Mỗi mức giá chỉ gồm khoá học và sách điện tử của chính bạn, mỗi sản phẩm một lần.'],

  // Other domains
  EMAIL_COLLECTION_ALREADY_EXISTS: [409, 'Email này đã được đăng ký nhận tin.'],
  NOTIFICATION_NOT_FOUND: [404, 'Không tìm thấy thông báo.'],
  JOB_NOT_FOUND: [404, 'Không tìm thấy tác vụ.'],
  FILE_NOT_FOUND: [404, 'Không tìm thấy tệp.'],
  FILE_TYPE_NOT_ALLOWED: [400, 'Định dạng tệp không được hỗ trợ.'],
  FILE_TOO_LARGE: [413, 'Tệp quá lớn.'],
  INVALID_UPLOAD_SIGNATURE: [403, 'Đường dẫn tải lên không hợp lệ hoặc đã hết hạn.'],
  INVALID_DOWNLOAD_SIGNATURE: [403, 'Đường dẫn tải xuống không hợp lệ hoặc đã hết hạn.'],
  SOCIAL_TOKEN_INVALID: [401, 'Không xác thực được tài khoản mạng xã hội.'],
  SOCIAL_STATE_INVALID: [401, 'Lượt đăng nhập bằng mạng xã hội không hợp lệ hoặc đã hết hạn. Bạn thử đăng nhập lại nhé.'],
  DEVICE_TOKEN_NOT_FOUND: [404, 'Không tìm thấy thiết bị.'],
  // Admin users, mailing and search histories
  CANNOT_CHANGE_OWN_ACCOUNT: [409, 'Bạn không thể xoá hoặc vô hiệu hoá chính tài khoản của mình.'],
  INVALID_FILE: [400, 'Tệp không hợp lệ hoặc không đọc được.'],
  EMAIL_COLLECTION_NOT_FOUND: [404, 'Không tìm thấy email nhận tin.'],
  SUBSCRIPTION_EMAIL_NOT_FOUND: [404, 'Không tìm thấy email đăng ký nhận tin.'],
  SUBSCRIPTION_EMAIL_ALREADY_EXISTS: [409, 'Bạn đã đăng ký nhận tin bằng email này rồi.'],
  SEARCH_HISTORY_NOT_FOUND: [404, 'Không tìm thấy lịch sử tìm kiếm.'],
  // Profiles and follows
  HOST_NOT_FOUND: [404, 'Không tìm thấy nhà tổ chức.'],
  USER_NOT_HOST: [400, 'Người dùng này không phải nhà tổ chức.'],
  CANNOT_FOLLOW_YOURSELF: [400, 'Bạn không thể tự theo dõi chính mình.'],
  WORK_NOT_FOUND: [404, 'Không tìm thấy kinh nghiệm làm việc.'],
  EDUCATION_NOT_FOUND: [404, 'Không tìm thấy thông tin học vấn.'],
  ACHIEVEMENT_NOT_FOUND: [404, 'Không tìm thấy thành tích.'],
  INVALID_DATE_RANGE: [400, 'Thời điểm kết thúc phải sau thời điểm bắt đầu.'],
  INVALID_BANK_ACCOUNT_NUMBER: [400, 'Số tài khoản ngân hàng không hợp lệ.'],
  CATEGORY_NOT_FOUND: [404, 'Không tìm thấy danh mục.'],
  // Categories, businesses, host categories
  INVALID_URL: [400, 'Đường dẫn không hợp lệ (cần bắt đầu bằng http:// hoặc https://).'],
  INVALID_SLUG: [400, 'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang.'],
  SLUG_ALREADY_EXISTS: [409, 'Đường dẫn này đã được dùng, vui lòng chọn đường dẫn khác.'],
  CATEGORY_HAS_CHILDREN: [409, 'Danh mục còn danh mục con, hãy chuyển hoặc xoá các danh mục con trước.'],
  CATEGORY_INVALID_PARENT: [409, 'Không thể chuyển danh mục vào chính nó hoặc vào danh mục con của nó.'],
  CATEGORY_TOO_DEEP: [400, 'Cây danh mục quá sâu hoặc có quá nhiều danh mục trong một lần tạo.'],
  BUSINESS_NOT_FOUND: [404, 'Không tìm thấy doanh nghiệp.'],
  HOST_CATEGORY_NOT_FOUND: [404, 'Không tìm thấy loại nhà tổ chức.'],
  // Libraries, resources, academy, ebooks
  INVALID_TITLE: [400, 'Tên hoặc tiêu đề không hợp lệ (cần từ 1 đến 200 ký tự; tiêu đề sách từ 3 ký tự).'],
  LIBRARY_NOT_FOUND: [404, 'Không tìm thấy thư mục.'],
  LIBRARY_NOT_EMPTY: [409, 'Thư mục còn thư mục con hoặc tài liệu, hãy chuyển hoặc xoá chúng trước.'],
  LIBRARY_ROOT_LOCKED: [409, 'Không thể xoá hay di chuyển thư mục gốc của thư viện.'],
  LIBRARY_INVALID_PARENT: [409, 'Không thể chuyển thư mục vào chính nó hoặc vào thư mục con của nó.'],
  LIBRARY_QUOTA_EXCEEDED: [413, 'Thư viện của bạn đã hết dung lượng, hãy xoá bớt tệp để tải thêm.'],
  RESOURCE_NOT_FOUND: [404, 'Không tìm thấy tài liệu.'],
  RESOURCE_FILE_INVALID: [400, 'Tệp cần là tệp riêng tư bạn đã tải lên xong (thư mục libraries hoặc chế độ PRIVATE).'],
  ACADEMY_NOT_FOUND: [404, 'Không tìm thấy học viện.'],
  ACADEMY_PART_NOT_FOUND: [404, 'Không tìm thấy phần nội dung của học viện.'],
  EBOOK_NOT_FOUND: [404, 'Không tìm thấy sách điện tử.'],
  EBOOK_FILE_INVALID: [400, 'Tệp sách cần là PDF hoặc EPUB bạn đã tải lên.'],
  EBOOK_NOT_OWNED: [403, 'Bạn cần mua sách điện tử này để tải về.'],
  EBOOK_INVALID_STATUS: [409, 'Sách điện tử ở trạng thái này không thể thực hiện thao tác này.'],
  // Combos
  COMBO_NOT_FOUND: [404, 'Không tìm thấy combo.'],
  COMBO_ITEMS_INVALID: [400, 'Combo cần từ 2 đến 20 sản phẩm khác nhau của chính bạn (vé, khoá học hoặc sách điện tử).'],
  COMBO_INVALID_STATUS: [409, 'Không thể chuyển combo sang trạng thái này từ trạng thái hiện tại.'],
  COMBO_ITEM_ALREADY_OWNED: [
    409,
    'Bạn đã sở hữu một khoá học hoặc sách điện tử trong combo này nên không cần mua lại. Hãy mua riêng những sản phẩm bạn chưa có.',
  ],
  COMBO_ITEMS_LOCKED: [
    409,
    'Combo đã có người giữ chỗ hoặc mua nên không đổi được các sản phẩm bên trong (tên, mô tả, ảnh, giá vẫn sửa được). Hãy tạo combo mới nếu cần bộ sản phẩm khác.',
  ],
  // Reviews and ratings
  REVIEW_NOT_FOUND: [404, 'Không tìm thấy đánh giá.'],
  REVIEW_ALREADY_EXISTS: [409, 'Bạn đã đánh giá sản phẩm này rồi. Bạn có thể sửa đánh giá của mình.'],
  REVIEW_NOT_ALLOWED: [403, 'Chỉ người đã mua (và chưa hoàn tiền) hoặc đã tham dự sự kiện mới có thể đánh giá.'],
  REVIEW_SUBJECT_NOT_FOUND: [404, 'Không tìm thấy sản phẩm hoặc sự kiện cần đánh giá.'],
  REVIEW_KEYWORD_REFUSED: [400, 'Đánh giá có từ ngữ không phù hợp với quy định nội dung, vui lòng sửa lại.'],
  INVALID_REVIEW_STARS: [400, 'Vui lòng chọn từ 1 đến 5 sao.'],
  INVALID_REVIEW_BODY: [400, 'Nội dung đánh giá tối đa 2.000 ký tự.'],
  INVALID_REVIEW_REPLY: [400, 'Phản hồi cần từ 1 đến 2.000 ký tự.'],
  // Posts and link previews
  POST_NOT_FOUND: [404, 'Không tìm thấy bài viết.'],
  POST_INVALID_STATUS: [409, 'Không thể chuyển bài viết sang trạng thái này.'],
  INVALID_POST_CONTENT: [400, 'Nội dung bài viết quá dài.'],
  LINK_PREVIEW_NOT_ALLOWED: [400, 'Không thể xem trước địa chỉ này (chỉ hỗ trợ trang web công khai qua cổng 80 hoặc 443).'],
  LINK_PREVIEW_FAILED: [422, 'Không đọc được bản xem trước của trang này.'],
  // Host applications
  HOST_APPLICATION_PENDING: [409, 'Bạn đã gửi đơn đăng ký nhà tổ chức, đơn đang chờ duyệt.'],
  HOST_APPLICATION_EXISTS: [409, 'Bạn đã có đơn đăng ký nhà tổ chức; hãy chỉnh sửa và gửi lại đơn.'],
  HOST_PROFILE_ALREADY_REVIEWED: [409, 'Đơn đăng ký này đã được xét duyệt.'],
  HOST_PROFILE_NOT_REJECTED: [409, 'Chỉ có thể gửi lại đơn đăng ký đã bị từ chối.'],
  INVALID_DISPLAY_NAME: [400, 'Tên hiển thị cần từ 2 đến 100 ký tự.'],
  INVALID_REJECT_REASON: [400, 'Vui lòng nhập lý do từ chối (tối đa 1000 ký tự).'],
  INVALID_WEBSITE: [400, 'Địa chỉ website không hợp lệ.'],
  INVALID_DOCUMENT: [400, 'Tài liệu đính kèm không hợp lệ.'],
  // Refunds, admin orders, reports, affiliates
  REFUND_NOT_FOUND: [404, 'Không tìm thấy yêu cầu hoàn tiền.'],
  REFUND_NOT_ALLOWED: [409, 'Sản phẩm này không thể yêu cầu hoàn tiền.'],
  REFUND_ALREADY_REQUESTED: [409, 'Sản phẩm này đã có yêu cầu hoàn tiền đang xử lý hoặc đã được hoàn tiền.'],
  REFUND_FREE_ITEM: [409, 'Sản phẩm miễn phí không có khoản tiền nào để hoàn.'],
  REFUND_ACCOUNT_NOT_NEEDED: [409, 'Yêu cầu này được hoàn tự động qua cổng thanh toán, không cần tài khoản ngân hàng.'],
  INVALID_REFUND_REASON: [400, 'Vui lòng nhập lý do hoàn tiền (từ 5 đến 1000 ký tự).'],
  INVALID_BANK_ACCOUNT: [400, 'Vui lòng nhập đủ tên ngân hàng, số tài khoản và tên chủ tài khoản.'],
  ORDER_NOT_DELETABLE: [409, 'Chỉ xoá được đơn hàng chưa phát sinh thanh toán (đang chờ, đã huỷ hoặc thất bại).'],
  REPORT_RANGE_TOO_LONG: [400, 'Khoảng thời gian báo cáo tối đa 366 ngày.'],
  INVALID_TAX_CODE: [400, 'Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, dấu "-" và 3 chữ số (chi nhánh).'],
  INVALID_INVOICE_REQUEST: [400, 'Vui lòng nhập đủ tên công ty, mã số thuế, địa chỉ và email nhận hoá đơn.'],
  INVOICE_NOT_REQUESTED: [409, 'Đơn hàng này không có yêu cầu xuất hoá đơn VAT.'],
  INVOICE_NOT_ISSUABLE: [409, 'Chỉ xuất hoá đơn được cho đơn hàng đã thanh toán.'],
  INVALID_AFFILIATE_CODE: [400, 'Mã giới thiệu chỉ gồm 1–64 chữ cái không dấu, chữ số, dấu gạch dưới hoặc gạch ngang.'],
  // Layoff discount requests (issue 38; the spec's catalogue names none)
  LAYOFF_REQUEST_NOT_FOUND: [404, 'Không tìm thấy yêu cầu hỗ trợ người mất việc.'],
  LAYOFF_REQUEST_ALREADY_OPEN: [409, 'Bạn đã có một yêu cầu hỗ trợ người mất việc đang chờ duyệt hoặc một ưu đãi chưa sử dụng.'],
  LAYOFF_REQUEST_ALREADY_REVIEWED: [409, 'Yêu cầu hỗ trợ người mất việc này đã được xét duyệt.'],
  INVALID_FORMER_EMPLOYER: [400, 'Vui lòng nhập tên công ty cũ (từ 2 đến 200 ký tự).'],
  INVALID_LAYOFF_DATE: [400, 'Ngày nghỉ việc phải là một ngày trong vòng 12 tháng qua, không ở tương lai.'],
  INVALID_LAYOFF_REASON: [400, 'Vui lòng kể ngắn gọn hoàn cảnh của bạn (từ 10 đến 2000 ký tự).'],
  INVALID_LAYOFF_PROOF: [400, 'Vui lòng tải lên minh chứng mất việc của chính bạn (ảnh JPG, PNG, WEBP hoặc tệp PDF).'],
  INVALID_DISCOUNT_PERCENT: [400, 'Mức giảm là số nguyên từ 1% đến 100%.'],
  INVALID_DISCOUNT_PERIOD: [400, 'Thời hạn ưu đãi không hợp lệ: ngày kết thúc phải sau ngày bắt đầu và sau hôm nay, tối đa 1 năm.'],
  INVALID_DECISION_NOTE: [400, 'Ghi chú tối đa 1000 ký tự.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof catalogue;
export const ERROR_CODES = Object.keys(catalogue) as ErrorCode[];

export function errorStatus(code: ErrorCode): number {
  return catalogue[code][0];
}

export function errorMessage(code: string): string | undefined {
  return (catalogue as Record<string, readonly [number, string]>)[code]?.[1];
}

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(catalogue, code);
}

/** One entry of a validation failure: which field, which code, what to tell the person. */
export interface FieldError {
  code: string;
  message: string;
  field: string;
}

/** The body of every failed call. `message` is an array only for INVALID_INPUT_PARAMS. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string | FieldError[];
}
