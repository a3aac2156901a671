/** Hire-Train-Deploy (docs/product.md#pages): fixed role circles, the roles we train people for. */
export const HTD_ROLES = [
  'Full-Stack Developer',
  'Cloud Engineer',
  'DevOps Engineer',
  'Data Engineer',
  'Data Analyst',
  'QA Automation Engineer',
  'Cybersecurity Analyst',
  'Salesforce Developer',
] as const;

export function RoleCircles() {
  return (
    <ul className="role-circles svc-reveal" aria-label="Roles we hire and train for">
      {HTD_ROLES.map((role, index) => (
        <li key={role} className={`role-circle role-circle--${index % 3}`}>
          <span className="role-circle__text">{role}</span>
        </li>
      ))}
    </ul>
  );
}
