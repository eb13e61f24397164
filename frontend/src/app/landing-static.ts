// The only script of the landing page as rendered at build time (scripts/prerender.mjs): the page
// works without it, and it makes the section menu close when one of its links is followed.
import { closePopoverOnFollowedLink } from '@/features/landing/popover-links';

closePopoverOnFollowedLink(document);
