! vcollectives.f90: the collectives with a count for each rank in Fortran 90 (use mpi), once
! each, to check a tracer's Fortran entry points for them. Rank r (of p) holds r+1 integers.
!
!   1 MPI_Gatherv: rank 0 gathers every rank's r+1 values r+1 (1, 2 2, 3 3 3, ...);
!   2 MPI_Scatterv: rank 0 sends rank r the r+1 values r+1 back (in place at the root);
!   3 MPI_Allgatherv: every rank gathers all of them (in place);
!   4 MPI_Alltoallv: rank r sends rank s s+1 values 10*r+s and receives r+1 from each rank;
!   5 MPI_Reduce_scatter: the sum over ranks of the vector 1, 2, ..., p(p+1)/2, rank r gets its
!     r+1 elements.
! Each result is checked (MPI_Abort 11 ... 15 if wrong); rank 0 prints the gathered total, every
! rank the sum of what it received in 4 and 5 (p = 4: "gathered 30", "rank 3 alltoallv 288
! reduce_scatter 136").
!
! Build: mpif90 -O2 -o vcollectives vcollectives.f90
! Run:   mpirun -np 4 ./vcollectives
program vcollectives
  use mpi
  implicit none
  integer :: ierr, rank, p, total, i, s, k
  integer, allocatable :: counts(:), displs(:), all(:), mine(:), vec(:)
  integer, allocatable :: rcounts(:), rdispls(:), got(:)

  call MPI_Init(ierr)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
  call MPI_Comm_size(MPI_COMM_WORLD, p, ierr)
  total = p * (p + 1) / 2
  allocate(counts(p), displs(p), all(total), mine(rank + 1), vec(total))
  allocate(rcounts(p), rdispls(p), got(p * (rank + 1)))
  do s = 0, p - 1
     counts(s + 1) = s + 1
     displs(s + 1) = s * (s + 1) / 2
  end do
  mine = rank + 1

  ! 1 Gatherv to rank 0
  all = 0
  call MPI_Gatherv(mine, rank + 1, MPI_INTEGER, all, counts, displs, MPI_INTEGER, 0, &
                   MPI_COMM_WORLD, ierr)
  if (rank == 0) then
     do s = 0, p - 1
        if (any(all(displs(s + 1) + 1:displs(s + 1) + s + 1) /= s + 1)) &
           call MPI_Abort(MPI_COMM_WORLD, 11, ierr)
     end do
     print '(a,i0)', 'gathered ', sum(all)
  end if

  ! 2 Scatterv from rank 0, which keeps its own block in place
  if (rank == 0) then
     call MPI_Scatterv(all, counts, displs, MPI_INTEGER, MPI_IN_PLACE, 1, MPI_INTEGER, 0, &
                       MPI_COMM_WORLD, ierr)
  else
     mine = 0
     call MPI_Scatterv(all, counts, displs, MPI_INTEGER, mine, rank + 1, MPI_INTEGER, 0, &
                       MPI_COMM_WORLD, ierr)
     if (any(mine /= rank + 1)) call MPI_Abort(MPI_COMM_WORLD, 12, ierr)
  end if

  ! 3 Allgatherv in place: each rank's block already in its place of all
  all = 0
  all(displs(rank + 1) + 1:displs(rank + 1) + rank + 1) = rank + 1
  call MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_INTEGER, all, counts, displs, MPI_INTEGER, &
                      MPI_COMM_WORLD, ierr)
  if (sum(all) /= sum(counts * counts)) call MPI_Abort(MPI_COMM_WORLD, 13, ierr)

  ! 4 Alltoallv: s+1 values 10*rank+s to rank s; rank+1 values from each
  do s = 0, p - 1
     vec(displs(s + 1) + 1:displs(s + 1) + s + 1) = 10 * rank + s
     rcounts(s + 1) = rank + 1
     rdispls(s + 1) = s * (rank + 1)
  end do
  got = -1
  call MPI_Alltoallv(vec, counts, displs, MPI_INTEGER, got, rcounts, rdispls, MPI_INTEGER, &
                     MPI_COMM_WORLD, ierr)
  k = 0
  do s = 0, p - 1
     do i = 1, rank + 1
        k = k + 1
        if (got(k) /= 10 * s + rank) call MPI_Abort(MPI_COMM_WORLD, 14, ierr)
     end do
  end do

  ! 5 Reduce_scatter of 1, 2, ..., total over p ranks: rank r gets p times its r+1 elements
  do k = 1, total
     vec(k) = k
  end do
  mine = 0
  call MPI_Reduce_scatter(vec, mine, counts, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
  do k = 1, rank + 1
     if (mine(k) /= p * (displs(rank + 1) + k)) call MPI_Abort(MPI_COMM_WORLD, 15, ierr)
  end do
  print '(a,i0,a,i0,a,i0)', 'rank ', rank, ' alltoallv ', sum(got), ' reduce_scatter ', sum(mine)
  call MPI_Finalize(ierr)
end program vcollectives
