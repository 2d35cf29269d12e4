import type { StaffUserView } from '@platform/contracts';
import type { StaffUserRow } from './staff-users-repository.ts';

export function toStaffUserView(row: StaffUserRow): StaffUserView {
  return {
    _id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    access: row.access,
    status: !row.isActive ? 'DISABLED' : row.passwordHash ? 'ACTIVE' : 'INVITED',
    created_at: row.createdAt.toISOString(),
  };
}
