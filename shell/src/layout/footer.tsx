import { Link } from 'react-router-dom';

export function Footer() {
  return (
    <footer className="footer">
      <Link to="/page/other-pages/about-us-2">About us</Link>{' '}
      <Link to="/listing/list-view/listing/no-sidebar">Properties</Link>{' '}
      <Link to="/contact/contact-2">Contact</Link>
    </footer>
  );
}
