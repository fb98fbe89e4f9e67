/** The Employés tab; its list, search and modals arrive with the employees work. */
export function EmployeesTab() {
  return (
    <section aria-labelledby="employes-titre">
      <h2 id="employes-titre" className="text-lg font-semibold text-slate-900">
        Employés
      </h2>
    </section>
  );
}
