// Moved to the singleton contract; this path keeps older imports working.
export { useWishlistStore } from '@betoch/shared/singleton';
