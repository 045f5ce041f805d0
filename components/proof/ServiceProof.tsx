import Link from "next/link";
import { caseStudiesPage } from "@/content/case-studies/page";
import { insightsPage } from "@/content/insights/page";
import { serviceFilterPath, studiesForService } from "@/lib/caseStudies";
import { postsForService } from "@/lib/insights/posts";
import { serviceById } from "@/lib/routes";
import { fill } from "@/lib/template";
import { PostGrid } from "./PostCard";
import { StudyGrid } from "./StudyCard";
import styles from "./Proof.module.css";

/**
 * On a service page: the case studies that used the service and the guides about it, so a visitor goes
 * from the service to proof of it working. Renders nothing for a service with neither.
 */
export function ServiceProof({ serviceId }: { serviceId: string }) {
  const studies = studiesForService(serviceId);
  const posts = postsForService(serviceId);
  if (!studies.length && !posts.length) return null;
  const label = serviceById(serviceId).navLabel;
  const { onServicePage } = caseStudiesPage;
  return (
    <section id="case-studies" className={`${styles.section} ${styles.tint}`} aria-labelledby="service-proof-heading">
      <div className="container">
        <header className={styles.sectionHeader}>
          <p className={styles.eyebrow}>{studies.length ? onServicePage.eyebrow : insightsPage.onServicePage.eyebrow}</p>
          <h2 id="service-proof-heading">{studies.length ? onServicePage.heading : insightsPage.onServicePage.heading}</h2>
        </header>
        {studies.length ? (
          <>
            <StudyGrid studies={studies} headingLevel={3} />
            <p className={styles.note}>
              <Link href={serviceFilterPath(serviceId)}>{fill(onServicePage.link, { label })}</Link>
            </p>
          </>
        ) : null}
        {studies.length && posts.length ? <h2 className={styles.subheading}>{insightsPage.onServicePage.heading}</h2> : null}
        {posts.length ? <PostGrid posts={posts} headingLevel={3} /> : null}
      </div>
    </section>
  );
}
