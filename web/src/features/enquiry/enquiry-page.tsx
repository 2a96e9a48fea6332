import { useT } from '../../lib/i18n/i18n';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { useSchool } from '../../lib/school-settings';
import ui from '../../lib/ui/ui.module.css';
import { EnquiryForm } from './enquiry-form';

/**
 * /admissions/enquire (issue 38): where the Admissions page, the apply tab and the home page's
 * "Plan a Visit" send a parent. The school's external admission form (the apply tab's button) stays;
 * this is the first step before it, which the office works in /admin/enquiries.
 */
export function EnquiryPage() {
  const t = useT();
  const school = useSchool();
  return (
    <>
      <PageMeta
        title={t('Admission Enquiry')}
        description={t('Ask {school} about a place for your child: see which class fits their age, and arrange a visit.', {
          school: school.name,
        })}
      />
      <PageHero
        title={t('Admission Enquiry')}
        subtitle={t('Tell us about your child, and the admissions office will call you about a place and a visit.')}
      />
      <div className={`${ui.containerSm} ${ui.pageBody}`}>
        <EnquiryForm />
      </div>
    </>
  );
}
