import { staffMessages as messages } from '../messages';
import { NotFoundNotice } from './QueryState';
import { StaffPage } from './StaffPage';

/** A staff address that leads nowhere: an unknown screen, or a record that does not exist (a stale or typed link). */
export function StaffNotFound() {
  return (
    <StaffPage title={messages.notFoundTitle}>
      <NotFoundNotice />
    </StaffPage>
  );
}
