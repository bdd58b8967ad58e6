/** A subscription period's receipt (linked from the payment history of "Gói hội viên của tôi"). */
export const subscriptionReceiptPath = (periodId: string) => `/me/subscription/periods/${periodId}`;
