`default_nettype none
// shabal_fast_control: the block loader (one 512-bit buffer NB beside the block of the
// running round), the round sequencer and the digest read-out (README.md: schedule).
//
//   INIT  one cycle: the datapath loads the message's starting state (after reset and
//         after every digest)
//   IDLE  waits for a block in NB
//   BND   the round boundary (one cycle); for a new block W += 1, and the buffer is
//         free again unless the block is the message's last (the three final rounds
//         read it from NB as their next block)
//   STEP  48 steps, j = 0..47
//   ADD   (FINAL = "serial") the 36 final additions, one a cycle
//   OUT   the digest words
module shabal_fast_control #(
    parameter integer W      = 16,
    parameter integer DIGEST = 256,
    parameter [63:0]  FINAL  = "parallel"
) (
    input  wire        clk,
    input  wire        rst,
    // lw_shell message side
    input  wire        in_valid,
    input  wire        in_blk_last,
    input  wire        in_final_blk,
    output wire        in_take,
    // lw_shell digest side
    output wire        out_valid,
    input  wire        out_take,
    // datapath
    output wire        c_nbshift,
    output wire        c_init,
    output wire        c_bnd,
    output wire        c_step,
    output wire        c_add,
    output wire        c_bshift,
    output wire        c_sfill,
    output wire [3:0]  c_sidx,
    output wire        c_sen,
    output wire [3:0]  c_midx,
    output wire [23:0] c_wsel,
    output wire        c_dzero
);
    localparam PAR = (FINAL == "parallel");
    // digest words of 32 bits: a 224-bit digest on a 64-bit bus is padded with a zero word
    localparam integer NOUT  = (DIGEST == 224 && W == 64) ? 8 : DIGEST / 32;
    localparam [3:0]   OLAST = NOUT[3:0] - 4'd1;
    localparam [2:0] S_INIT = 3'd0, S_IDLE = 3'd1, S_BND = 3'd2, S_STEP = 3'd3, S_ADD = 3'd4,
                     S_OUT = 3'd5;

    reg  [2:0]  st_q;
    reg  [5:0]  j_q;           // step j (0..47) or addition cycle (0..35)
    reg         full_q;        // NB holds a block
    reg         nbfin_q;       // ... the last of its message
    reg         fin_q;         // the running round's block is the last of its message
    reg  [1:0]  rem_q;         // final rounds still to come
    reg  [23:0] w_q;           // the block counter W (< 2^24: messages < 2^32 bits)
    reg  [23:0] wsel_q;        // W in step 0, else 0
    reg  [3:0]  o_q;           // digest words taken

    assign in_take = in_valid & ~full_q;

    wire steps_end = (st_q == S_STEP) & (j_q == 6'd47);
    wire last_rnd  = fin_q & (rem_q == 2'd0);     // after this round: the digest
    wire go        = (rem_q != 2'd0) | full_q;    // the next round can start
    wire newblk    = (rem_q == 2'd0);             // a boundary takes a new block from NB
    wire out_end   = (st_q == S_OUT) & out_take & (o_q == OLAST);

    reg  [2:0] st_d;
    always @* begin
        st_d = st_q;
        case (st_q)
            S_INIT: st_d = S_IDLE;
            S_IDLE: if (full_q) st_d = S_BND;
            S_BND:  st_d = S_STEP;
            S_STEP: if (j_q == 6'd47) begin
                        if (last_rnd)  st_d = S_OUT;
                        else if (!PAR) st_d = S_ADD;
                        else if (go)   st_d = S_BND;
                        else           st_d = S_IDLE;
                    end
            S_ADD:  if (j_q == 6'd35) st_d = go ? S_BND : S_IDLE;
            S_OUT:  if (out_end) st_d = S_INIT;
            default: st_d = S_INIT;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            st_q    <= S_INIT;
            j_q     <= 6'd0;
            full_q  <= 1'b0;
            nbfin_q <= 1'b0;
            fin_q   <= 1'b0;
            rem_q   <= 2'd0;
            w_q     <= 24'd0;
            wsel_q  <= 24'd0;
            o_q     <= 4'd0;
        end else begin
            st_q <= st_d;
            j_q  <= (st_d != st_q) ? 6'd0 : j_q + 6'd1;
            // ---------------- loader
            if (in_take && in_blk_last) begin
                full_q  <= 1'b1;
                nbfin_q <= in_final_blk;
            end
            // ---------------- rounds
            wsel_q <= 24'd0;
            if (st_q == S_BND) begin
                if (newblk) begin
                    w_q    <= w_q + 24'd1;
                    wsel_q <= w_q + 24'd1;
                    fin_q  <= nbfin_q;
                    rem_q  <= nbfin_q ? 2'd3 : 2'd0;
                    if (!nbfin_q) full_q <= 1'b0;
                end else begin
                    wsel_q <= w_q;
                    rem_q  <= rem_q - 2'd1;
                end
            end
            // the last block leaves NB when its last round is done
            if (steps_end && last_rnd) full_q <= 1'b0;
            if (st_q == S_INIT) begin
                w_q   <= 24'd0;
                fin_q <= 1'b0;
                rem_q <= 2'd0;
                o_q   <= 4'd0;
            end
            if (out_take) o_q <= o_q + 4'd1;
        end
    end

    assign c_nbshift = in_take;
    assign c_init    = (st_q == S_INIT);
    assign c_bnd     = (st_q == S_BND);
    assign c_step    = (st_q == S_STEP);
    assign c_add     = (st_q == S_ADD);
    assign c_bshift  = c_step | out_take;
    // S fills in steps 36..47; S[j+1] is fetched for steps 0..10 (S[0] in the boundary)
    assign c_sfill   = PAR & c_step & (j_q >= 6'd36);
    assign c_sidx    = c_bnd ? 4'd0 : j_q[3:0] + 4'd1;
    assign c_sen     = PAR & (c_bnd | (c_step & (j_q <= 6'd9)));
    assign c_midx    = j_q[3:0] + 4'd1;                  // M[(j+1) mod 16]
    assign c_wsel    = wsel_q;
    assign out_valid = (st_q == S_OUT);
    assign c_dzero   = (NOUT * 32 != DIGEST) & (o_q == OLAST);
endmodule
`default_nettype wire
