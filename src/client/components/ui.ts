/** The shared presentational pieces on the theme, one per file; imported from here. */
export { Banner } from './Banner';
export { Button } from './Button';
export { Card } from './Card';
export { ChoiceFieldset } from './ChoiceFieldset';
export { Grid } from './Grid';
export { LinkButton } from './LinkButton';
export { Muted } from './Muted';
export { Page } from './Page';
export { Pill } from './Pill';
export { ProgressBar } from './ProgressBar';
export { SectionTitle } from './SectionTitle';
export { Spinner } from './Spinner';
