import { HomePage } from './HomePage';

/** Home and welcome (the spec's `homeScreen`) show the same dashboard. */
export function HomeSection() {
  return <HomePage />;
}
