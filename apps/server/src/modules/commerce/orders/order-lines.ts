// The bookings and tickets repositories import these query pieces by this name; they live with the other queries.
export { buyerMatches, buyerView, countLines } from './order-lines.repository.js';
