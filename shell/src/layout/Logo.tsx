import { Link } from '@pod/router';
import { siteConfig } from '@pod/shared-ui';
import styled from 'styled-components';
import logoDark from '../assets/logo-dark.svg';
import logoLight from '../assets/logo-light.svg';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  img { display: block; width: 168px; height: 40px; }
  /* Light artwork on light theme, dark artwork on dark theme. */
  .logo-dark { display: none; }
  :root[data-theme='dark'] & .logo-light { display: none; }
  :root[data-theme='dark'] & .logo-dark { display: block; }
`;

export function Logo() {
  return (
    <Home to="/" aria-label={`${siteConfig.brandName} home`}>
      <img className="logo-light" src={logoLight} alt="" width={168} height={40} />
      <img className="logo-dark" src={logoDark} alt="" width={168} height={40} />
    </Home>
  );
}
