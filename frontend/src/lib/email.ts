/**
 * The server's rule for an email address (an account's, an agent's, a client's), so a form refuses
 * what the server would: one "@", a local part and a domain with a dot ("dana@x" is refused).
 */
const LOCAL_CHARACTERS = /^[\p{L}\p{N}!#$%&'*+\-/=?^_`{|}~.]+$/u;
const DOMAIN_CHARACTERS = /^[\p{L}\p{N}\-.]+$/u;

export function isEmailAddress(raw: string): boolean {
  const text = raw.trim().toLowerCase();
  if (!text || text.length > 254 || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 0) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  const domainOk =
    !domain.includes('@') && domain.includes('.') && !domain.startsWith('.') && !domain.endsWith('.') && !domain.includes('..') && DOMAIN_CHARACTERS.test(domain);
  const localOk = local.length > 0 && local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && LOCAL_CHARACTERS.test(local);
  return domainOk && localOk;
}
