// Method security: the permission and role names a method is guarded by. The guard is declared on the
// method (an annotation, or a SpEL function inside one); the names are granted elsewhere, often in
// rows of a database the scan does not read, so a pack is the evidence that they are keys at all.
import type { FrameworkPack } from '../framework-pack.js';

const shiro = 'org.apache.shiro.authz.annotation';

const security: FrameworkPack = {
  id: 'security',
  idioms: [
    { subject: `${shiro}.RequiresPermissions`, role: 'annotation_arg', position: 'value', note: 'permissions guarding methods' },
    { subject: `${shiro}.RequiresRoles`, role: 'annotation_arg', position: 'value', note: 'roles guarding methods' },
    { subject: 'org.springframework.security.access.annotation.Secured', role: 'annotation_arg', position: 'value', note: 'roles guarding methods' },
    { subject: 'jakarta.annotation.security.RolesAllowed', role: 'annotation_arg', position: 'value', note: 'roles guarding methods' },
    { subject: 'javax.annotation.security.RolesAllowed', role: 'annotation_arg', position: 'value', note: 'roles guarding methods' },
    // Spring Security's SpEL functions, written inside @PreAuthorize("hasRole('ADMIN')") and friends
    ...['hasRole', 'hasAnyRole'].map((f) => ({ subject: f, role: 'call_arg', position: '*', note: 'roles guarding methods' })),
    ...['hasAuthority', 'hasAnyAuthority', 'hasPermission'].map((f) => ({ subject: f, role: 'call_arg', position: '*', note: 'permissions guarding methods' })),
    // a method of the repo's own bean called in a guard expression (@PreAuthorize("@ss.hasPermi('system:user:list')"),
    // "@el.check('user:list')"): a custom permission check, its argument the permission; `@*` is any bean
    { subject: '@*', role: 'call_arg', position: '*', note: 'permissions guarding methods' },
    // and the guard expression itself, which carries the permission
    ...['PreAuthorize', 'PostAuthorize'].map((a) => (
      { subject: `org.springframework.security.access.prepost.${a}`, role: 'annotation_arg', position: 'value', note: 'permissions guarding methods' })),
  ],
};

export default security;
