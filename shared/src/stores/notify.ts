// Moved to the singleton contract; this path keeps older imports working.
export { notify, type NoticeKind } from '@betoch/shared/singleton';
