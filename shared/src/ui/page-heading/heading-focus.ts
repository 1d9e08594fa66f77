// One per page (the shell asks, any app's heading answers): it lives in the singleton contract.
export { requestHeadingFocus, takeHeadingFocusRequest } from '@betoch/shared/singleton';
