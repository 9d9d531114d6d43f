import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackGroup } from '@postbridge/domain';
import { ApiGenericError } from '../../../api/errors';
import { cancelJob, editPackGroup, packGroupKeys, type EditPackGroupBody } from './packGroupsApi';

interface EditInput {
  group: PackGroup;
  body: EditPackGroupBody;
}

/**
 * Saves edited values of a pack group; the server checks them again and answers the pack group.
 * docs/product.md §4: "a pack group edit must return state CREATED; otherwise it is invalid and the job is
 * cancelled".
 */
export function useEditPackGroup(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ group, body }: EditInput) => {
      const edited = await editPackGroup(group.id, body);
      if (edited.state !== 'CREATED') {
        await cancelJob(jobId).finally(() =>
          queryClient.invalidateQueries({ queryKey: packGroupKeys.job(jobId) }),
        );
        throw new ApiGenericError({
          code: -1,
          message: `the edited pack group is ${edited.state}`,
          labelId: 'deposit.packGroups.editInvalid',
        });
      }
      return edited;
    },
    onSuccess: (edited) => {
      queryClient.setQueryData<PackGroup[]>(packGroupKeys.packGroups(jobId), (groups) =>
        groups?.map((g) => (g.id === edited.id ? edited : g)),
      );
      // The history now records the edit: the letter reads as corrected by hand.
      void queryClient.invalidateQueries({ queryKey: packGroupKeys.revisions(jobId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: packGroupKeys.packGroups(jobId) }),
  });
}
