import { type AdminMenuEntry, isAdminRole, staffMay } from '@platform/domain';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';

/** The staff user behind a back-office request, set by `requireStaff`. */
export type StaffContext = { userId: string; role: string; access: string[]; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffContext | null;
  }
}

const STAFF_RIGHT = Symbol('staffRight');
type Hook = NonNullable<RouteOptions['preHandler']>;

/**
 * A preHandler for `/api/admin/...` routes: 401 when not signed in, 403 `STAFF_FORBIDDEN` for a
 * merchant user or a staff user whom the one rule table (`staffMay`, spec section 6) does not
 * give the right; sets `request.staff`.
 */
export function requireStaff(right: AdminMenuEntry) {
  const guard = async function staffGuard(request: FastifyRequest, _reply: FastifyReply) {
    if (!request.auth) await request.server.authenticate(request);
    const auth = request.auth;
    if (!auth) throw new AppError('UNAUTHENTICATED');
    const { user } = auth.account;
    const subject = { role: user.role, access: user.access, profile: null };
    if (!isAdminRole(user.role) || user.merchantId || !staffMay(subject, right)) {
      throw new AppError('STAFF_FORBIDDEN');
    }
    request.staff = { userId: user.id, role: user.role, access: user.access, email: user.email };
  };
  return Object.assign(guard, { [STAFF_RIGHT]: right });
}

function isStaffGuard(hook: unknown): boolean {
  return typeof hook === 'function' && STAFF_RIGHT in hook;
}

/**
 * onRoute hook of the app: a staff guard given as `preHandler` runs at `onRequest` instead, so a
 * merchant or a staff user without the right is refused before the body is even validated (a 403,
 * never a 400 that would tell what the route expects).
 */
export function hoistStaffGuard(route: RouteOptions) {
  const pre = route.preHandler;
  const hooks = (Array.isArray(pre) ? pre : pre ? [pre] : []) as unknown[];
  const guards = hooks.filter(isStaffGuard);
  if (guards.length === 0) return;
  route.preHandler = hooks.filter((h) => !isStaffGuard(h)) as Hook;
  const on = route.onRequest;
  const onRequest = (Array.isArray(on) ? on : on ? [on] : []) as unknown[];
  route.onRequest = [...onRequest, ...guards] as NonNullable<RouteOptions['onRequest']>;
}

/** The right a route's staff guard asks for (read by the admin access test). */
export function staffRightOf(route: RouteOptions): AdminMenuEntry | undefined {
  const all = [route.onRequest, route.preHandler].flatMap((h) => (Array.isArray(h) ? h : h ? [h] : []));
  const guard = all.find(isStaffGuard) as { [STAFF_RIGHT]: AdminMenuEntry } | undefined;
  return guard?.[STAFF_RIGHT];
}

/** The staff context of a route guarded by `requireStaff`. */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError('STAFF_FORBIDDEN');
  return request.staff;
}
