import type { CaseDetail } from '@claims/contracts';
import { Button, Field, Select, toast } from '@claims/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAssignCase } from '../../../lib/cases/change-case';
import { useUsers } from '../../../lib/users';

/** A failed try's notice gives way to the next try's outcome instead of staying under it. */
const assignmentToastId = 'case-assignment';

/* One list per line: each names a person and their email, which a third of the column would cut. */
const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > button {
    justify-self: start;
  }
`;

/** Admin only: choose the case's technician and insurance user from the users holding those roles. */
export function CaseAssignment({ caseDetail }: { caseDetail: CaseDetail }) {
  const techs = useUsers({ role: 'tech' });
  const insurers = useUsers({ role: 'insurance' });
  const assign = useAssignCase(caseDetail.id);
  const [techId, setTechId] = useState(caseDetail.techId ?? '');
  const [insuranceId, setInsuranceId] = useState(caseDetail.insuranceId ?? '');
  // The assignment the choice started from. When the case arrives with another (someone else saved meanwhile), an
  // untouched list follows it; a choice not saved yet is kept, and the page says saving would replace theirs.
  const [base, setBase] = useState({
    techId: caseDetail.techId ?? '',
    insuranceId: caseDetail.insuranceId ?? '',
  });
  const [overtaken, setOvertaken] = useState(false);
  const server = { techId: caseDetail.techId ?? '', insuranceId: caseDetail.insuranceId ?? '' };
  if (server.techId !== base.techId || server.insuranceId !== base.insuranceId) {
    const techEdited = techId !== base.techId;
    const insuranceEdited = insuranceId !== base.insuranceId;
    setBase(server);
    if (!techEdited) setTechId(server.techId);
    if (!insuranceEdited) setInsuranceId(server.insuranceId);
    setOvertaken(
      (techEdited && techId !== server.techId) || (insuranceEdited && insuranceId !== server.insuranceId),
    );
  }
  const unchanged = techId === server.techId && insuranceId === server.insuranceId;

  const onSave = async () => {
    try {
      await assign.mutateAsync({ techId: techId || null, insuranceId: insuranceId || null });
      setOvertaken(false);
      toast.success('Assignment saved', { id: assignmentToastId });
    } catch (error) {
      toast.error('Error', {
        id: assignmentToastId,
        description: error instanceof Error ? error.message : 'Something went wrong',
      });
    }
  };

  return (
    <Row>
      <Field label="Technician">
        <Select value={techId} onChange={(event) => setTechId(event.target.value)} disabled={techs.isPending}>
          <option value="">Not assigned</option>
          {techs.data?.items.map((user) => (
            <option key={user.id} value={user.id}>
              {user.fullName} ({user.email})
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Insurance">
        <Select
          value={insuranceId}
          onChange={(event) => setInsuranceId(event.target.value)}
          disabled={insurers.isPending}
        >
          <option value="">Not assigned</option>
          {insurers.data?.items.map((user) => (
            <option key={user.id} value={user.id}>
              {user.fullName} ({user.email})
            </option>
          ))}
        </Select>
      </Field>
      {overtaken && !unchanged && (
        <p role="status">
          Someone else changed the assignment meanwhile: technician {caseDetail.tech?.fullName ?? 'nobody'},
          insurance {caseDetail.insurance?.fullName ?? 'nobody'}. Your choice above is not saved: Save
          Assignment replaces theirs.
        </p>
      )}
      <Button
        onClick={() => void onSave()}
        disabled={unchanged}
        loading={assign.isPending}
        loadingText="Saving..."
      >
        Save Assignment
      </Button>
    </Row>
  );
}
