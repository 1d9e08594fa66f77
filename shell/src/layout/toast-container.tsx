// react-toastify and its stylesheet, in a chunk of their own: loaded with the first toast.
import 'react-toastify/ReactToastify.css';

export { ToastContainer as default } from 'react-toastify/unstyled';
