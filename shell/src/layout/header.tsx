import { NavLink, Link } from 'react-router-dom';

export function Header() {
  return (
    <header className="header">
      <Link to="/theme/classic" className="header__logo">
        Betoch
      </Link>
      <nav aria-label="Main">
        <ul className="menu">
          <li>
            <NavLink to="/theme/classic">Home</NavLink>
          </li>
          <li>
            <NavLink to="/listing/grid-view/2-grid/left-sidebar">Listings</NavLink>
          </li>
          <li>
            <NavLink to="/agent/agent-grid">Agent Grid</NavLink>
          </li>
          <li>
            <NavLink to="/favorites">Favorites</NavLink>
          </li>
          <li>
            <NavLink to="/contact/contact-2">Contact us</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
