import type { ComponentType } from 'react';
import { ModulePage } from '../module-page';

interface Props {
  slug: string;
  /** The home sections shown, live, as they appear on the home pages. */
  sections: readonly ComponentType[];
}

/** A showcase page made of whole home sections (blog, brand, testimonial, banner, service…). */
export function SectionShowcase({ slug, sections }: Props) {
  return (
    <ModulePage slug={slug}>
      {sections.map((Section, index) => (
        <Section key={index} />
      ))}
    </ModulePage>
  );
}
