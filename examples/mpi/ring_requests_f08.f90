! ring_requests_f08.f90: ring_requests.f90 with use mpi_f08: nonblocking messages around a
! ring, each round completed another way, to check a tracer's mpi_f08 request, status and
! MPI_IN_PLACE paths (arrays of TYPE(MPI_Request) and TYPE(MPI_Status), the optional ierror
! left out).
!
! Rank r sends the double 10*round + r to rank r+1 (MPI_Isend, tag = round) and receives from
! MPI_ANY_SOURCE (MPI_Irecv, tag = round) in four rounds, completed with
!   1 MPI_Waitall and an array of statuses (the program checks the source it reports),
!   2 MPI_Waitany, twice (the program checks the 1-based indices),
!   3 MPI_Testall with MPI_STATUSES_IGNORE, until done,
!   4 MPI_Waitsome, until both are done.
! Then MPI_Allreduce with MPI_IN_PLACE of r+1; rank 0 prints the sum (p = 4: "sum = 10.0").
!
! Build: mpif90 -O2 -o ring_requests_f08 ring_requests_f08.f90
! Run:   mpirun -np 4 ./ring_requests_f08
program ring_requests_f08
  use mpi_f08
  implicit none
  integer :: rank, p, right, left, round, idx, k, outcount, done
  type(MPI_Request) :: req(2)
  integer :: indices(2)
  type(MPI_Status) :: statuses(2), status
  logical :: flag
  double precision :: out, in, total

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, p)
  right = mod(rank + 1, p)
  left = mod(rank + p - 1, p)
  do round = 1, 4
     out = 10 * round + rank
     call MPI_Irecv(in, 1, MPI_DOUBLE_PRECISION, MPI_ANY_SOURCE, round, MPI_COMM_WORLD, req(1))
     call MPI_Isend(out, 1, MPI_DOUBLE_PRECISION, right, round, MPI_COMM_WORLD, req(2))
     select case (round)
     case (1)
        call MPI_Waitall(2, req, statuses)
        if (statuses(1)%MPI_SOURCE /= left) call MPI_Abort(MPI_COMM_WORLD, 11)
     case (2)
        do k = 1, 2
           call MPI_Waitany(2, req, idx, status)
           if (idx < 1 .or. idx > 2) call MPI_Abort(MPI_COMM_WORLD, 12)
        end do
     case (3)
        flag = .false.
        do while (.not. flag)
           call MPI_Testall(2, req, flag, MPI_STATUSES_IGNORE)
        end do
     case (4)
        done = 0
        do while (done < 2)
           call MPI_Waitsome(2, req, outcount, indices, statuses)
           done = done + outcount
        end do
     end select
     if (in /= 10 * round + left) call MPI_Abort(MPI_COMM_WORLD, 13)
  end do
  total = rank + 1
  call MPI_Allreduce(MPI_IN_PLACE, total, 1, MPI_DOUBLE_PRECISION, MPI_SUM, MPI_COMM_WORLD)
  if (rank == 0) print '(a,f0.1)', 'sum = ', total
  call MPI_Finalize()
end program ring_requests_f08
