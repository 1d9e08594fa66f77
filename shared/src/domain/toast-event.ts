/**
 * The window event `notify` raises before each toast: the shell's container loads react-toastify
 * and mounts on the first one (react-toastify queues toasts raised before a container mounts).
 */
export const TOAST_EVENT = 'betoch:toast';
