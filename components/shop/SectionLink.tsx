import { isExternalSection, type SectionLink as Section } from '@/lib/domain/section-links';
import { ExternalMark } from '@/components/ui/ExternalMark';

/** One section link of the seller navigation; external targets open in a new tab and say so. */
export function SectionLink({ section, className }: { section: Section; className?: string | undefined }) {
  if (isExternalSection(section)) {
    return (
      <a href={section.url} className={className} target="_blank" rel="noopener noreferrer">
        {section.label}
        <ExternalMark />
      </a>
    );
  }
  return (
    <a href={section.url} className={className}>
      {section.label}
    </a>
  );
}
