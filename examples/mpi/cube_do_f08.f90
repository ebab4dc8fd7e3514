! cube_do_f08.f90: the lecture's all-reduce Cube_Do in Fortran 2008 (use mpi_f08), with
! MPI_Sendrecv. The same program as cube_do.f90, with the mpi_f08 module's typed handles
! (TYPE(MPI_Status), MPI_COMM_WORLD of TYPE(MPI_Comm)) and its optional ierror left out.
!
! p = 2^n ranks; node i starts with the value i+1. In step k = 1..n every node exchanges its
! partial sum with its neighbour across link l = n-k+1 (the node whose rank differs in bit
! l-1) and adds what it received. After n steps every node holds p(p+1)/2 and prints it
! (p = 8: "rank 3 sum = 36.0").
!
! Build: mpif90 -O2 -o cube_do_f08 cube_do_f08.f90
! Run:   mpirun -np 8 ./cube_do_f08
program cube_do_f08
  use mpi_f08
  implicit none
  integer :: rank, p, n, k, partner
  type(MPI_Status) :: status
  double precision :: x, y

  call MPI_Init()
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  call MPI_Comm_size(MPI_COMM_WORLD, p)
  n = 0
  do while (2**n < p)
     n = n + 1
  end do
  if (2**n /= p) then
     if (rank == 0) print '(a)', 'cube_do_f08: the number of ranks must be a power of two'
     call MPI_Abort(MPI_COMM_WORLD, 2)
  end if
  x = rank + 1
  do k = 1, n
     partner = ieor(rank, 2**(n - k))
     call MPI_Sendrecv(x, 1, MPI_DOUBLE_PRECISION, partner, k, &
                       y, 1, MPI_DOUBLE_PRECISION, partner, k, MPI_COMM_WORLD, status)
     x = x + y
  end do
  print '(a,i0,a,f0.1)', 'rank ', rank, ' sum = ', x
  call MPI_Finalize()
end program cube_do_f08
