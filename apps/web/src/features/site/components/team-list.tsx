import type { TTeamMember } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SocialIcon } from '#web/components/ui/social-icon.tsx';
import { useTeam } from '#web/features/site/api/get-team.ts';
import { Img } from '#web/components/ui/img.tsx';

function TeamCard({ member }: { member: TTeamMember }) {
  return (
    <article className="team-card">
      <Img className="team-card__photo" src={member.image} alt="" width={160} height={160} sizes="120px" />
      <h3 className="team-card__name">{member.name}</h3>
      <p className="team-card__role">{member.role}</p>
      <p className="team-card__bio">{member.bio}</p>
      {member.socialLinks.length > 0 && (
        <ul className="team-card__links">
          {member.socialLinks.map((link) => (
            <li key={link.url}>
              <a
                className="team-card__link"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${member.name} on ${link.label}`}
              >
                <SocialIcon platform={link.label} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * The team the founder page loads; the original loaded it and showed nothing, a defect
 * (docs/product.md#pages).
 */
export function TeamList() {
  const team = useTeam();
  return (
    <section className="team home-reveal" aria-labelledby="team-title">
      <h2 id="team-title" className="home-section__title">
        The team behind Curio
      </h2>
      <p className="home-section__intro">
        Trainers, mentors and engineers who build the courses and run the programmes.
      </p>
      <QueryState query={team} loadingLabel="Loading the team…" empty="Our team list is on its way.">
        {(members) => (
          <ul className="team__grid" aria-label="Team members">
            {members.map((member) => (
              <li key={member._id}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
