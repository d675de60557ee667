import type { OrderStatus } from '../../../gql/graphql';
import { orderStatusLabels } from '../messages';

export { formatCalendarDate, formatDate } from '../../../shared/lib/dates';

export function orderStatusLabel(status: OrderStatus): string {
  return orderStatusLabels[status];
}
