! reduce_f77.f: a small reduce in fixed-form Fortran with include 'mpif.h'.
!
! p = 2^n ranks; node i starts with the integer i+1. Tree_UpDo over links n..1 with
! MPI_Isend/MPI_Irecv/MPI_Wait (the receive from MPI_ANY_SOURCE with the step as its tag;
! the send's wait with MPI_STATUS_IGNORE), then MPI_Bcast of the sum from node 0 and an
! MPI_Barrier. Node 0 prints the sum (p = 8: "sum = 36").
!
! Build: mpif90 -O2 -o reduce_f77 reduce_f77.f
! Run:   mpirun -np 8 ./reduce_f77
      program reduce_f77
      implicit none
      include 'mpif.h'
      integer ierr, rank, p, n, k, bit, x, y, req
      integer status(MPI_STATUS_SIZE)
      call MPI_INIT(ierr)
      call MPI_COMM_RANK(MPI_COMM_WORLD, rank, ierr)
      call MPI_COMM_SIZE(MPI_COMM_WORLD, p, ierr)
      n = 0
   10 if (2**n .lt. p) then
         n = n + 1
         goto 10
      end if
      x = rank + 1
      do 20 k = 1, n
         bit = 2**(n - k)
         if (rank .ge. 2*bit) goto 20
         if (iand(rank, bit) .ne. 0) then
            call MPI_ISEND(x, 1, MPI_INTEGER, ieor(rank, bit), k,
     &                     MPI_COMM_WORLD, req, ierr)
            call MPI_WAIT(req, MPI_STATUS_IGNORE, ierr)
         else
            call MPI_IRECV(y, 1, MPI_INTEGER, MPI_ANY_SOURCE,
     &                     k, MPI_COMM_WORLD, req, ierr)
            call MPI_WAIT(req, status, ierr)
            x = x + y
         end if
   20 continue
      call MPI_BCAST(x, 1, MPI_INTEGER, 0, MPI_COMM_WORLD, ierr)
      call MPI_BARRIER(MPI_COMM_WORLD, ierr)
      if (rank .eq. 0) print '(a,i0)', 'sum = ', x
      call MPI_FINALIZE(ierr)
      end
